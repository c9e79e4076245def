/** Every text node of the page, separated, so that words of neighbouring cells do not run together. */
export function pageText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    parts.push(node.textContent ?? '');
  return parts.join(' ');
}
