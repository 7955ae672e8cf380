/**
 * `/main/support/tickets`: open a ticket (multipart: subject, message, up to 3 images), list the
 * caller's tickets, read one with its images. Login required; owner only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { MAX_TICKET_IMAGE_BYTES, MAX_TICKET_IMAGES } from '@kasino/shared/protocol/protection';
import { AppError } from '../../platform/http/app-error.ts';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { sniffImageType } from './image-type.ts';
import { SupportService, type NewTicket, type TicketImageUpload } from './support.service.ts';
import { CountParam, PageParam } from '@kasino/shared/protocol/params';

const TicketId = Type.String({ pattern: '^T[A-Z0-9]{4,40}$' });
const ImageId = Type.String({ pattern: '^I[A-Z0-9]{4,40}$' });
/** A form larger than every allowed image plus text is refused before it is read. */
const MAX_FORM_BYTES = MAX_TICKET_IMAGES * MAX_TICKET_IMAGE_BYTES + 256 * 1024;

/**
 * Reads the multipart form to its end (so the answer is never cut off mid-upload), remembering the
 * first problem: more than MAX_TICKET_IMAGES files (20161), a file over the size limit (20162, seen
 * as a truncated stream), or a file that is not an accepted image (20163).
 */
async function readTicketForm(request: FastifyRequest): Promise<NewTicket> {
  if (!request.isMultipart()) throw new AppError(3, 'Parameter tidak valid: formulir harus multipart/form-data', 'body');
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > MAX_FORM_BYTES) throw new AppError(20162);
  const fields: Record<string, string> = {};
  const images: TicketImageUpload[] = [];
  let files = 0;
  let problem: AppError | null = null;
  try {
    // throwFileSizeLimit is honoured per call at run time, though the types leave it out.
    const options = {
      limits: { fileSize: MAX_TICKET_IMAGE_BYTES, files: 10, fields: 10, fieldSize: 8 * 1024, parts: 30 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.filename === '' && data.length === 0) continue; // an empty file input
      files++;
      if (problem) continue;
      if (files > MAX_TICKET_IMAGES) problem = new AppError(20161);
      else if (part.file.truncated)
        problem = new AppError(20162, `Ukuran gambar maksimal 2 MB: ${part.filename.slice(0, 60)} terlalu besar`);
      else {
        const type = sniffImageType(data);
        if (!type) problem = new AppError(20163, `Format gambar harus PNG, JPEG, atau WebP: ${part.filename.slice(0, 60)} ditolak`);
        else images.push({ type, data });
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError(20161);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(20162);
    throw error;
  }
  const text = SupportService.checkText(fields.subject, fields.message);
  if (problem) throw problem;
  return { ...text, images };
}

/** Lets an unread upload flow past (nothing kept), so the refusal is not cut off mid-upload. */
async function discardBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  await new Promise<void>((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', () => resolve());
    raw.resume();
  });
}

export async function registerSupportRoutes(app: FastifyInstance, deps: { auth: AuthService; support: SupportService }): Promise<void> {
  const onRequest = requireUser(deps.auth);
  const tags = ['support'];

  await app.register(async (scope) => {
    // Another module may have registered multipart already; its parser serves this scope too.
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const api = scope.withTypeProvider<TypeBoxTypeProvider>();

    api.post(
      '/main/support/tickets',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Kirim tiket bantuan (multipart: subject, message, images ≤ 3 × 2 MB; kuota harian)',
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => {
        const userId = principalOf(request).userId;
        // No ticket left today: refused before the images are read or stored (create counts again).
        const overQuota = await deps.support.checkQuota(userId).then(
          () => null,
          (error: unknown) => error,
        );
        if (overQuota) {
          await discardBody(request);
          throw overQuota;
        }
        return ok(await deps.support.create(userId, await readTicketForm(request)));
      },
    );

    api.get(
      '/main/support/tickets',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Tiket bantuan saya',
          querystring: Type.Object({ page: Type.Optional(PageParam()), count: Type.Optional(CountParam(50)) }),
        },
      },
      async (request) => ok(await deps.support.list(principalOf(request).userId, request.query.page ?? 1, request.query.count ?? 20)),
    );

    api.get(
      '/main/support/tickets/:id',
      { onRequest, schema: { tags, summary: 'Detail tiket bantuan', params: Type.Object({ id: TicketId }) } },
      async (request) => ok(await deps.support.get(principalOf(request).userId, request.params.id)),
    );

    api.get(
      '/main/support/tickets/:id/images/:imageId',
      {
        onRequest,
        schema: { tags, summary: 'Gambar tiket bantuan (pemilik saja)', params: Type.Object({ id: TicketId, imageId: ImageId }) },
      },
      async (request, reply) => {
        const image = await deps.support.image(principalOf(request).userId, request.params.id, request.params.imageId);
        return reply
          .header('Content-Type', image.type)
          .header('Cache-Control', 'private, max-age=3600')
          .header('Content-Disposition', 'inline')
          .send(Buffer.from(image.data));
      },
    );
  });
}
