/**
 * The benchmark's HTTP client, keep-alive either way: Node's global fetch (undici) by default, or node:http
 * with a keep-alive Agent (--client http), which costs the shared process far less CPU per call and has no
 * multi-second tail at 200 concurrent loops (see the bare-route figures of both).
 */
import http from 'node:http';

export type ClientKind = 'fetch' | 'http';

export interface HttpReply {
  ok: boolean;
  status: number;
  text: string;
}

export interface HttpOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpClient {
  request(url: string, options?: HttpOptions): Promise<HttpReply>;
  close(): void;
}

function fetchClient(): HttpClient {
  return {
    async request(url, options = {}) {
      const reply = await fetch(url, options);
      return { ok: reply.ok, status: reply.status, text: await reply.text() };
    },
    close() {},
  };
}

function nodeHttpClient(): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  return {
    request(url, options = {}) {
      return new Promise((resolve, reject) => {
        const request = http.request(
          url,
          {
            agent,
            method: options.method ?? 'GET',
            headers: {
              ...options.headers,
              ...(options.body === undefined ? {} : { 'content-length': Buffer.byteLength(options.body) }),
            },
          },
          (reply) => {
            const chunks: Buffer[] = [];
            reply.on('data', (chunk: Buffer) => chunks.push(chunk));
            reply.on('end', () => {
              const status = reply.statusCode ?? 0;
              resolve({ ok: status >= 200 && status < 300, status, text: Buffer.concat(chunks).toString() });
            });
            reply.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(options.body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

export function createHttpClient(kind: ClientKind): HttpClient {
  return kind === 'http' ? nodeHttpClient() : fetchClient();
}
