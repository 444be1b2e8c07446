import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The `token` of the page's address, kept in memory and taken out of the address bar (and the
 * history) as soon as the page shows, so it is neither shared nor left for the next person at
 * this browser. An empty string when the address had none.
 */
export function useTokenFromAddress(): string {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(search).get('token') ?? '');
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('token')) return;
    params.delete('token');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [pathname, search, navigate]);
  return token;
}
