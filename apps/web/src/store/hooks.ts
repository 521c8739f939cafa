import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './index.js';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectUser = (state: RootState) => state.session.user;
export const selectLoggedIn = (state: RootState) => state.session.accessToken !== null;
export const selectInGame = (state: RootState) => state.game.gameData !== null;
