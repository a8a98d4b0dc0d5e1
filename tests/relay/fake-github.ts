/**
 * A stand-in for GitHub's issues API (the repository's issues only: list the open ones by label, open one, change
 * one, comment), over HTTP on a local port, for the sender run as its own process (GITHUB_API_URL points here). It
 * keeps the issues it was given, so a test reads what the office would see.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Issue {
  number: number;
  title: string;
  body: string;
  labels: string[];
  state: 'open' | 'closed';
  comments: string[];
}

const bodyOf = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

export async function fakeGitHub(repository = 'school/site') {
  const issues: Issue[] = [];
  const base = `/repos/${repository}/issues`;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://github.test');
      const body = await bodyOf(request);
      const send = (status: number, data: unknown) =>
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(data));
      const issue = issues.find(({ number }) => url.pathname.startsWith(`${base}/${number}`));
      if (request.method === 'GET' && url.pathname === base) {
        const label = url.searchParams.get('labels') ?? '';
        return send(
          200,
          issues.filter((i) => i.state === 'open' && i.labels.includes(label)),
        );
      }
      if (request.method === 'POST' && url.pathname === base) {
        const made: Issue = {
          number: issues.length + 1,
          title: String(body.title),
          body: String(body.body),
          labels: body.labels as string[],
          state: 'open',
          comments: [],
        };
        issues.push(made);
        return send(201, made);
      }
      if (issue && request.method === 'PATCH') return send(200, Object.assign(issue, body));
      if (issue && request.method === 'POST' && url.pathname.endsWith('/comments')) {
        issue.comments.push(String(body.body));
        return send(201, {});
      }
      send(404, { message: 'Not Found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    issues,
    /** What the sender needs to reach it as it reaches GitHub on a workflow's runner. */
    env: {
      GITHUB_API_URL: `http://127.0.0.1:${port}`,
      GITHUB_REPOSITORY: repository,
      GITHUB_TOKEN: 'token',
      GITHUB_RUN_ID: '42',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
