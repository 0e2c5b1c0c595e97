// The package ships JavaScript with JSDoc only; this is the part scripts/observatory.ts uses.
declare module '@mdn/mdn-http-observatory' {
  export interface ObservatoryTest {
    pass: boolean | null;
    result: string;
    scoreModifier: number;
  }
  export interface ObservatoryResult {
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    tests: Record<string, ObservatoryTest>;
  }
  export function scan(hostname: string): Promise<ObservatoryResult>;
}
