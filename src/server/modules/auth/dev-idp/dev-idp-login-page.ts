const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The development provider's sign-in page: one Email field, one Sign in button, no script. */
export function renderDevLoginPage({
  action,
  email = '',
  error,
}: {
  action: string;
  email?: string;
  error?: string;
}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f3ef; color: #2b2420; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .notice { background: #fff4d6; border: 1px solid #e0c36a; border-radius: 8px; padding: .75rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: .6rem; border: 1px solid #8a7f78; border-radius: 8px; }
  button { margin-top: 1rem; width: 100%; font-size: 1rem; padding: .7rem; border: 0; border-radius: 8px; background: #7a3e5c; color: #fff; cursor: pointer; }
  .error { color: #a61b1b; margin: .5rem 0 0; }
</style>
</head>
<body>
<main>
  <h1>Development sign-in</h1>
  <p class="notice" role="note"><strong>For development only.</strong> This built-in identity provider signs in any email address without a password. It never runs in production, where sign-in goes to a real identity provider.</p>
  <form method="post" action="${escapeHtml(action)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}" ${error ? 'aria-describedby="email-error" aria-invalid="true"' : ''}>
    ${error ? `<p class="error" id="email-error">${escapeHtml(error)}</p>` : ''}
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>`;
}
