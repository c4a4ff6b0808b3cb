import { parseWithoutEval } from '@app/contract';

// Imported first by main.tsx: no schema may parse before zod knows the page's policy forbids eval.
parseWithoutEval();
