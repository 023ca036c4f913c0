/**
 * The carousel's next first-visible index after moving `step` slides (negative moves back).
 * Never leaves a gap at the end: the last position shows the last `perView` slides. With `loop`,
 * moving forward from the last position returns to 0 and moving back from 0 goes to the last.
 */
export const nextIndex = (
  index: number,
  count: number,
  perView: number,
  step: number,
  loop: boolean,
): number => {
  const last = Math.max(0, count - Math.max(1, perView));
  const current = Math.min(Math.max(0, index), last);
  if (last === 0 || step === 0) return current;
  const target = current + step;
  if (step > 0 && target > last) return loop && current === last ? 0 : last;
  if (step < 0 && target < 0) return loop && current === 0 ? last : 0;
  return target;
};

/** The first-visible indexes that paging by `step` stops at (one dot each). */
export const pagePositions = (count: number, perView: number, step: number): number[] => {
  const last = Math.max(0, count - Math.max(1, perView));
  const stride = Math.max(1, step);
  const positions: number[] = [];
  for (let position = 0; position < last; position += stride) positions.push(position);
  positions.push(last);
  return positions;
};
