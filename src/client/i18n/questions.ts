import { questions as en } from './en/questions';
import { catalogue } from './text';

export const questionsText = catalogue('questions', en);
