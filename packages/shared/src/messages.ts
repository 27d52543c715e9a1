/** Failed sign-ins in a row that lock an account, and for how long (the server's lockout and its message). */
export const LOGIN_LOCK = { failures: 5, minutes: 15 } as const;

/** User-facing messages that the server sends and the client may show itself. One place, both sides. */
export const MSG = {
  // session
  captchaMissing: '验证码不存在或已过期',
  captchaWrong: '验证码错误',
  // one answer for an unknown account, a wrong password and a locked account (docs/security.md §11)
  badCredentials: `用户名或密码错误（连续输错${LOGIN_LOCK.failures}次账号将锁定${LOGIN_LOCK.minutes}分钟）`,
  accountDisabled: '账号已停用，请联系管理员',
  passwordDecrypt: '密码解密失败，请刷新页面后重试',
  tooManyRequests: '请求过于频繁，请稍后再试',
  notLoggedIn: '当前登录状态已过期，请重新登录',
  sessionKicked: '您已被管理员强制退出，请重新登录',
  sessionIdle: '长时间未操作，登录已失效，请重新登录',
  forbidden: '没有权限进行此操作',
  notFound: '数据不存在或无权访问',
  noMenu: '无菜单权限,请联系管理员',
  logoutConfirm: '确定注销并退出系统吗？',
  // generic validation
  required: '不能为空',
  positiveInteger: '请输入正整数',
  link: '请以http://或https://开头',
  formHasEmpty: '表单存在空值',
  saveBeforeAdd: '请先保存再添加信息',
  badRequest: '请求参数不正确',
  // the server's own faults: the database is unreachable, refused a statement or its disk is full (nothing was saved)
  databaseUnavailable: '数据库暂时无法连接，请稍后重试',
  databaseFailed: '数据库执行出错，本次操作未保存，请联系管理员',
  serverBusy: '系统繁忙，请稍后重试',
  storageFull: '服务器存储空间已满，本次操作未保存，请联系管理员',
  unknownSort: (field: string) => `不支持按“${field}”排序`,
  // passwords
  passwordRule: '密码至少8位，且包含大写字母、小写字母、数字、特殊字符中的三类',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  // administration
  usernameTaken: '用户名已存在',
  roleNameTaken: '角色名称已存在',
  dictNameTaken: '字典名称已存在',
  dictNamePattern: '字典名称只能使用英文字母',
  cannotDeleteSelf: '不能删除当前登录用户',
  cannotDisableAdmin: '不能停用或删除 admin 账号',
  deptHasChildren: '该部门下存在子部门或用户，不能删除',
  roleInUse: '该角色已分配给用户，不能删除',
  menuHasChildren: '该菜单下存在子菜单，请先删除子菜单',
  districtDeptNeedsRegion: '区人社局部门必须选择所属区县',
  // files
  notSpreadsheet: '文件格式不正确，请上传 .xlsx 格式的 Excel 文件',
  fileTooLarge: (mb: number) => `文件大小不能超过 ${mb} MB`,
  /** a 413 whose limit the answer does not know (the multipart ceiling) */
  fileOverLimit: '文件大小超过上限',
  emptyFile: '文件中没有数据',
  zipTooLarge: (mb: number) => `文件解压后超过 ${mb} MB，疑似压缩炸弹，已拒绝`,
  zipRatio: (ratio: number) => `文件压缩比超过 ${ratio} 倍，疑似压缩炸弹，已拒绝`,
  zipEntries: (n: number) => `文件包含超过 ${n} 个压缩条目，不是有效的 Excel 文件，已拒绝`,
  zipForged: '文件解压后的大小与其目录记录不符，疑似压缩炸弹，已拒绝',
  wrongColumns: (expected: string) => `表头与模板不一致，应为：${expected}`,
  importRefused: (n: number) => `导入失败，共 ${n} 处错误，未写入任何数据`,
  // success
  saved: '保存成功',
  added: '新增成功',
  updated: '修改成功',
  deleted: '删除成功',
  imported: (n: number) => `导入成功，共 ${n} 条`,
} as const;
