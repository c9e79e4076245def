declare module 'virtual:nepal-map' {
  const map: {
    width: number;
    height: number;
    districts: { name: string; province: number; d: string }[];
  };
  export default map;
}
