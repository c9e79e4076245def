declare module 'bikram-sambat' {
  const bikramSambat: { daysInMonth(year: number, month: number): number };
  export default bikramSambat;
}
