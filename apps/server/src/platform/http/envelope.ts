/** The success envelope of DESIGN "HTTP API". */
export const ok = <T>(data: T): { code: 200; msg: 'success'; data: T } => ({ code: 200, msg: 'success', data });
