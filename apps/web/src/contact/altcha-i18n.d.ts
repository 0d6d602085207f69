// altcha ships these two translations without typings; they only register texts.
declare module 'altcha/i18n/zh-cn';
declare module 'altcha/i18n/es-es';
