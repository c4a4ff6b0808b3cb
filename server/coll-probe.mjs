import { PGlite } from '@electric-sql/pglite';
const db = new PGlite();
for (const enc of ['GB18030','GBK']) {
try {
const s2 = await db.query(`select n from (values ('张三'),('阿明'),('李四'),('王五'),('白雪'),('𠀀')) t(n) order by convert_to(n,'${enc}')`); console.log(enc, s2.rows.map(r=>r.n).join(' '));
} catch(e) { console.log(enc, 'err', e.message) }
}
