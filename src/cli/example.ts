// `npm start` until the command line lands: scores a sheet written by hand and prints it.
import { scoreSheet, tempAwards } from '../index.js';
import { sheetFromText } from '../sheet/notation.js';
import { renderBreakdown, renderSheet } from './render.js';

const sheet = sheetFromText({
  streets: [
    '1 2 3* | 4 5 6 | 7* | 8 9 10',
    '0* | 2 3 4* | 9 10 11 12 | 13 13b 15',
    '1 2* | 5 6 | . . . . . . . .',
  ],
  parks: [2, 0, 1],
  improvements: [1, 0, 2, 0, 0, 0],
  plans: [8, null, null],
  bis: 1,
  refusals: 1,
  temps: 3,
});

// Two rivals crossed 5 and 1 temp boxes: this sheet's 3 takes the second award.
const [tempAward] = tempAwards([sheet.temps, 5, 1]);
console.log(renderSheet(sheet));
console.log();
console.log(renderBreakdown(scoreSheet(sheet, { tempAward: tempAward ?? 0 })));
