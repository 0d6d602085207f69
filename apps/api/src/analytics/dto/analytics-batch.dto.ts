import {
  ANALYTICS_MAX_BATCH_BYTES,
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

/**
 * The events take at most ANALYTICS_MAX_BATCH_BYTES as JSON, about what a batch costs stored:
 * the per-field bounds alone let one batch of 50 events grow the table by a quarter megabyte.
 */
function FitsBatchBytes(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'fitsBatchBytes',
      validator: {
        validate: (events: unknown) =>
          Buffer.byteLength(JSON.stringify(events) ?? '') <= ANALYTICS_MAX_BATCH_BYTES,
      },
    },
    options,
  );
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
  @FitsBatchBytes()
  @ValidateNested({ each: true })
  @Type(() => AnalyticsEventDto)
  events: AnalyticsEventDto[];
}
