import {
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_MAX_FIELDS,
  ANALYTICS_MAX_NAME_LENGTH,
  ANALYTICS_MAX_VALUE_LENGTH,
  type AnalyticsBatchRequest,
  type AnalyticsData,
  type AnalyticsEventInput,
} from '@czeus/contract';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A plain object of at most ANALYTICS_MAX_FIELDS short fields holding primitives. */
function isFlatData(value: unknown): value is AnalyticsData {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= ANALYTICS_MAX_FIELDS &&
    entries.every(
      ([k, v]) =>
        FIELD_NAME.test(k) &&
        (v === null ||
          typeof v === 'boolean' ||
          (typeof v === 'number' && Number.isFinite(v)) ||
          (typeof v === 'string' && v.length <= ANALYTICS_MAX_VALUE_LENGTH)),
    )
  );
}

function IsFlatData(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isFlatData', validator: { validate: isFlatData } }, options);
}

export class AnalyticsEventDto implements AnalyticsEventInput {
  @IsString()
  @MaxLength(ANALYTICS_MAX_NAME_LENGTH)
  @Matches(/^[A-Za-z][A-Za-z0-9_]*$/)
  eventName: string;

  @IsOptional()
  @IsFlatData()
  data?: AnalyticsData;
}

export class AnalyticsBatchDto implements AnalyticsBatchRequest {
  @IsBoolean()
  consent: boolean;

  @IsArray()
  @ArrayMaxSize(ANALYTICS_MAX_EVENTS)
  @ValidateNested({ each: true })
  @Type(() => AnalyticsEventDto)
  events: AnalyticsEventDto[];
}
