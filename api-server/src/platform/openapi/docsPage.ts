import type { JsonSchema, OpenApiDocument, Operation } from './document';

/**
 * The OpenAPI document as one HTML page, rendered on the server: no script, no CDN, nothing fetched,
 * so it works offline and under any content security policy. Operations are grouped by domain; each
 * shows its access level, parameters, body and answers, with schemas as JSON and links to components.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const sections = document.tags.map(({ name }) => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags.includes(name))
        .map(([method, operation]) => renderOperation(method, path, operation)),
    );
    return `<section aria-labelledby="tag-${escapeAttribute(name)}"><h2 id="tag-${escapeAttribute(name)}">${escapeHtml(name)}</h2>${operations.join('\n')}</section>`;
  });
  const components = Object.entries(document.components.schemas).map(
    ([name, schema]) => `<section class="component" id="schema-${escapeAttribute(name)}"><h3>${escapeHtml(name)}</h3>${schemaBlock(schema)}</section>`,
  );
  const toc = document.tags.map(({ name }) => `<li><a href="#tag-${escapeAttribute(name)}">${escapeHtml(name)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>
  body { margin: 0; color: #1f2328; background: #fff; font: 16px/1.5 system-ui, sans-serif; }
  header, main { max-width: 1100px; margin: 0 auto; padding: 0 16px; }
  header { padding-top: 24px; }
  h1 { font-size: 1.75rem; margin: 0 0 4px; }
  h2 { font-size: 1.4rem; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; margin-top: 40px; }
  nav ul { display: flex; flex-wrap: wrap; gap: 8px 16px; list-style: none; padding: 0; }
  a { color: #0550ae; }
  details.operation { border: 1px solid #d0d7de; border-radius: 6px; margin: 8px 0; }
  details.operation > summary { cursor: pointer; padding: 8px 12px; display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
  details.operation > div { padding: 0 12px 12px; border-top: 1px solid #d0d7de; }
  .method { display: inline-block; min-width: 64px; text-align: center; font: 700 0.85rem/1.8 ui-monospace, monospace; color: #fff; border-radius: 4px; }
  .get { background: #0969da; } .post { background: #1a7f37; } .put { background: #9a6700; } .patch { background: #8250df; } .delete { background: #cf222e; }
  code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.875rem; }
  pre { background: #f6f8fa; padding: 8px; border-radius: 6px; overflow-x: auto; }
  .access { font-size: 0.85rem; border: 1px solid #57606a; border-radius: 12px; padding: 0 8px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; border-bottom: 1px solid #d0d7de; padding: 4px 8px; vertical-align: top; }
  summary:focus-visible, a:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
</style>
</head>
<body>
<header>
  <h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
  <p>${escapeHtml(document.info.description)} Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
  <nav aria-label="Domains"><ul>${toc}<li><a href="#components">Schemas</a></li></ul></nav>
</header>
<main>
${sections.join('\n')}
<section aria-labelledby="components"><h2 id="components">Schemas</h2>
${components.join('\n')}
</section>
</main>
</body>
</html>
`;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const parameterRows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${escapeHtml(parameter.description ?? '')}</td><td>${schemaBlock(parameter.schema)}</td></tr>`,
    )
    .join('');
  const body = operation.requestBody
    ? Object.entries(operation.requestBody.content)
        .map(([type, media]) => `<h4>Body (${escapeHtml(type)}${operation.requestBody?.required ? '' : ', optional'})</h4>${schemaBlock(media.schema)}`)
        .join('')
    : '';
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const content = Object.entries(response.content ?? {})
        .map(([type, media]) => `<div>${escapeHtml(type)}</div>${schemaBlock(media.schema)}`)
        .join('');
      return `<tr><td>${escapeHtml(status)}</td><td>${escapeHtml(response.description)}${content}</td></tr>`;
    })
    .join('');
  return `<details class="operation" id="${escapeAttribute(operation.operationId)}">
<summary><span class="method ${escapeAttribute(method)}">${escapeHtml(method.toUpperCase())}</span><code>${escapeHtml(path)}</code><span>${escapeHtml(operation.summary)}</span><span class="access">${escapeHtml(operation['x-access'])}</span></summary>
<div>
${operation.description
  .split('\n\n')
  .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
  .join('')}
${parameters.length > 0 ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Description</th><th>Schema</th></tr></thead><tbody>${parameterRows}</tbody></table>` : ''}
${body}
<h4>Answers</h4><table><thead><tr><th>Status</th><th>Meaning</th></tr></thead><tbody>${responses}</tbody></table>
</div>
</details>`;
}

function schemaBlock(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return `<a href="#schema-${escapeAttribute(name)}">${escapeHtml(name)}</a>`;
  }
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const escapeAttribute = escapeHtml;
