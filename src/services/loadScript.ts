const loading = new Map<string, Promise<void>>();

/** Adds a third-party script once; later calls share the first load. */
export const loadScript = (src: string, attributes: Record<string, string> = {}) => {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${new URL(src, window.location.href).host}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
};
