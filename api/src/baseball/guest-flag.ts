import { Type } from 'typebox';

/** The browser adds isGuest=true to guest calls on /players and /teams paths; it changes nothing here. */
export const GuestFlag = Type.Optional(Type.String({ maxLength: 5 }));
