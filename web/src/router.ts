// Client-side navigation between the pages (history API).
export function navigate(path: string): void {
  history.pushState(null, "", path);
  window.dispatchEvent(new Event("seaboard:navigate"));
}
