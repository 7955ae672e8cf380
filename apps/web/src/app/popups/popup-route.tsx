/** `/login`, `/register`, `/reset-password`, `/search`: the home page with that popup open (query kept, e.g. ?inviteCode=). */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchWithStack } from '../../lib/popups/popup-keys.ts';
import type { PageProps } from '../route-table.ts';

export function PopupRoute({ entry }: PageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const popup = entry.popup;
  useEffect(() => {
    void navigate({ pathname: '/', search: searchWithStack(location.search, popup ? [popup] : []) }, { replace: true });
  }, [location.search, navigate, popup]);
  return null;
}
