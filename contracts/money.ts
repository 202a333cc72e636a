/** Prices are held in tenths of a million (the official game's `now_cost`): 85 means £8.5m. */
export type Tenths = number & { readonly __unit: 'tenths-of-a-million' };

export const tenths = (n: number): Tenths => n as Tenths;
