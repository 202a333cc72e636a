import { z } from 'zod';
import { NOTES_MAX_LENGTH, watchlistCreateSchema } from '@contracts/api/watchlist';
import { parseTargetPrice } from './target-price';

/**
 * The Add Player form: the API's contract, with the fields a person types made friendly. Target
 * Price is typed in millions and leaves the form in tenths; the switches and notes have no
 * defaults here because the form always holds them.
 */
export const addPlayerFormSchema = watchlistCreateSchema.extend({
  targetPrice: z.string().transform((text, ctx) => {
    const parsed = parseTargetPrice(text);
    if (parsed.ok) return parsed.tenths;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }),
  alertOnRise: z.boolean(),
  alertOnFall: z.boolean(),
  notes: z.string().max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`),
});
export type AddPlayerFormValues = z.input<typeof addPlayerFormSchema>;
/** What the form submits: the body of `POST /api/watchlist`. */
export type AddPlayerRequest = z.output<typeof addPlayerFormSchema>;

/** PlayerId 0, empty names, currentPrice 0, no target price, both alerts off, empty notes. */
export const FORM_DEFAULTS: AddPlayerFormValues = {
  playerId: 0,
  playerName: '',
  teamName: '',
  position: '',
  currentPrice: 0,
  targetPrice: '',
  alertOnRise: false,
  alertOnFall: false,
  notes: '',
};
