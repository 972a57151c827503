// `npm run questions:eval`: trains the Ask Jyotishi topic model on the training part of the
// committed labelled set and prints its accuracy on the kept-aside part, per register and overall,
// the time it takes per question, and the questions it got wrong.
import { evaluateTopicClassifier, formatEvaluation } from '../src/server/questions/evaluate';

console.log(formatEvaluation(evaluateTopicClassifier()));
