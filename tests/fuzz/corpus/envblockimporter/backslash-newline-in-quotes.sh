export LONG="%ineexop1
ONG="%ineexop1
exp1©Ã©=¸
\\

n='æ
­=
exp1©Ã©=¸
\\

n='æ
­=
}1
exp\n1$$%
