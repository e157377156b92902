// What a JSON body may not hold, found in one pass over its text before it is parsed: nesting
// deeper than any CarZone body needs (deep nesting makes parsing and validation recurse until
// they fail with a 500 and burn the API's CPU), and NUL characters (PostgreSQL cannot store them;
// no field needs one).

// The table's words for `jsonBody.tooDeep` say this number (a test holds them to it).
export const MAX_JSON_DEPTH = 32;

/** Why the JSON text must be refused, or null. Invalid JSON is left for the parser to name. */
export function jsonBodyProblem(text: string): 'jsonBody.tooDeep' | 'jsonBody.nulCharacter' | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') {
        if (text[i + 1] === 'u' && text.slice(i + 2, i + 6) === '0000') {
          return 'jsonBody.nulCharacter';
        }
        i++; // the escaped character cannot end the string
      } else if (char === '"') {
        inString = false;
      } else if (char === '\u0000') {
        return 'jsonBody.nulCharacter';
      }
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth++;
      if (depth > MAX_JSON_DEPTH) return 'jsonBody.tooDeep';
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return null;
}
