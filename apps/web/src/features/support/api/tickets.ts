/**
 * Support tickets: GET /main/support/tickets (the player's own, newest first) and POST the same path
 * as multipart (subject, message, images ≤ 3 × 2 MB, PNG/JPEG/WebP). Errors: 3 naming subject or
 * message, 20161 a fourth image, 20162 too large, 20163 not an accepted image.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TicketView } from '@kasino/shared/protocol/protection';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';

export type { TicketView };

export const ticketsKey = ['support', 'tickets'] as const;

export interface TicketPage {
  list: TicketView[];
  total: number;
  page: number;
  count: number;
}

export const useTickets = () =>
  useQuery({
    queryKey: ticketsKey,
    queryFn: () => apiRequest<TicketPage>('/main/support/tickets', { query: { count: 20 }, quiet: true }),
    meta: { private: true },
  });

export interface NewTicket {
  subject: string;
  message: string;
  images: File[];
}

export function createTicket(ticket: NewTicket): Promise<TicketView> {
  const form = new FormData();
  form.append('subject', ticket.subject);
  form.append('message', ticket.message);
  for (const image of ticket.images) form.append('images', image, image.name);
  return apiRequest<TicketView>('/main/support/tickets', { method: 'POST', body: form });
}

export const useCreateTicket = () =>
  useMutation({ mutationFn: createTicket, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ticketsKey }) });
