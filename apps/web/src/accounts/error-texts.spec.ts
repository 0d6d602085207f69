import { ERROR_KEYS, SUCCESS_KEYS } from '@czeus/contract';
import { RESOURCES } from '@czeus/i18n';

describe('error texts', () => {
  it.each(Object.keys(RESOURCES) as (keyof typeof RESOURCES)[])(
    '%s has a text for every key the API can answer, its success messages too',
    (code) => {
      const errors = RESOURCES[code].errors as Record<string, string>;
      for (const key of [...ERROR_KEYS, ...SUCCESS_KEYS])
        expect({ key, text: typeof errors[key] }).toEqual({ key, text: 'string' });
    },
  );
});
