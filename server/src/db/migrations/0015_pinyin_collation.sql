-- Chinese text sorts by pinyin (阿明, 李四, 张三): list queries order text columns COLLATE pinyin.
-- PostgreSQL's ICU holds the Chinese tailoring; PGlite's ICU does not, so there Han characters keep
-- code-point order (docs/decisions.md).
CREATE COLLATION IF NOT EXISTS pinyin (provider = icu, locale = 'zh-u-co-pinyin');
