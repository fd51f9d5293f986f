/** Written straight into the page when there is no #root to render into. */
export function showApplicationFailedToLoad(doc: Document = document): void {
  const box = doc.createElement('div');
  box.setAttribute('role', 'alert');
  Object.assign(box.style, {
    fontFamily: 'system-ui, sans-serif',
    maxWidth: '32rem',
    margin: '15vh auto',
    padding: '2rem',
    textAlign: 'center',
    color: '#0f2a44',
  });
  const title = doc.createElement('h1');
  title.textContent = 'Application Failed to Load';
  const text = doc.createElement('p');
  text.textContent = 'Please reload the page. If the problem continues, contact us by phone or e-mail.';
  box.append(title, text);
  doc.body.replaceChildren(box);
}
