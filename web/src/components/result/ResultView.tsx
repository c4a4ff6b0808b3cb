import { Result } from 'antd';

/** antd's Result, in a module of its own so that LazyResult loads it (with its pictures) on demand. */
export default Result;
