// fontkit (pdfkit's shaper) ships no types; the share image uses only openSync, typed where it is called.
declare module 'fontkit';
