import Cookies from 'js-cookie';

/** The token lives in a cookie for one day; it already carries the `Bearer ` prefix. */
const TOKEN_KEY = 'Admin-Token';
/** Set to 401 before the reload that follows an expired session, so the login page can say why. */
export const POINT_KEY = 'point';

export const getToken = () => Cookies.get(TOKEN_KEY);
export const setToken = (token: string) => Cookies.set(TOKEN_KEY, token, { expires: 1, sameSite: 'Lax' });
export const removeToken = () => Cookies.remove(TOKEN_KEY);
