// The words of the sub-order codes (contract api/convenience.ts), so every screen reads them alike.
import { ExceptionResult, SubOrderException, SubOrderStatus } from '../../core/contract/api/convenience.ts';

export const STATUS_WORD = {
  [SubOrderStatus.AWAITING]: 'status1',
  [SubOrderStatus.COMPLETED]: 'status2',
  [SubOrderStatus.CANCELLED]: 'status3',
  [SubOrderStatus.EXCEPTION]: 'status4',
} as const;

export const EXCEPTION_WORD = {
  [SubOrderException.OUT_OF_STOCK]: 'exception1',
  [SubOrderException.NOT_PICKED_UP]: 'exception2',
  [SubOrderException.PAYMENT]: 'exception3',
  [SubOrderException.DAMAGED]: 'exception4',
} as const;

export const RESULT_WORD = {
  [ExceptionResult.REFUND]: 'result1',
  [ExceptionResult.FULFILLED]: 'result2',
  [ExceptionResult.NO_PROBLEM]: 'result3',
} as const;

/** Semi Tag colours of the statuses: an exception stands out. */
export const STATUS_COLOR = {
  [SubOrderStatus.AWAITING]: 'blue',
  [SubOrderStatus.COMPLETED]: 'green',
  [SubOrderStatus.CANCELLED]: 'grey',
  [SubOrderStatus.EXCEPTION]: 'red',
} as const;
