import { useEffect, useRef, useState } from 'react';

/** The width of an element, followed as it changes (a chart drawn to its container's width). */
export function useWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth || initial);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || initial);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [initial]);
  return { ref, width };
}
