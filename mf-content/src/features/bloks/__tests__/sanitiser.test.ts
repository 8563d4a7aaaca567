// DOMPurify is loaded only for a story that has an html_code block, and before that story shows.
import { loadedSanitiser, prepareBloks } from '../sanitiser';

it('loads the sanitiser for a story with an html_code block, and only then', async () => {
  await prepareBloks({
    _uid: 'a',
    component: 'Article',
    body: [{ _uid: 'b', component: 'content_element', body: [{ _uid: 'c', component: 'button', label: 'x' }] }],
  });
  expect(loadedSanitiser()).toBeNull();
  await prepareBloks({
    _uid: 'a',
    component: 'Article',
    body: [
      { _uid: 'b', component: 'content_element', body: [{ _uid: 'h', component: 'html_code', html: '<p>x</p>' }] },
    ],
  });
  const sanitise = loadedSanitiser();
  expect(sanitise).not.toBeNull();
  expect(sanitise?.('<p>ok</p><script>1</script>')).toBe('<p>ok</p>');
});
