import { STOCK_MAX_SLOTS, type StockRequest, type StockSlot } from '@czeus/contract';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min, ValidateNested } from 'class-validator';

export class StockSlotDto implements StockSlot {
  @IsInt()
  @Min(1)
  @Max(3)
  level: number;

  @IsInt()
  @Min(1)
  @Max(4)
  shape: number;

  @IsInt()
  @Min(1)
  @Max(4)
  difficulty: number;
}

export class StockRequestDto implements StockRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(STOCK_MAX_SLOTS)
  @ValidateNested({ each: true })
  @Type(() => StockSlotDto)
  slots: StockSlotDto[];
}
