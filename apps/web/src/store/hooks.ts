import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** The only hooks components use to reach the store, typed once. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
