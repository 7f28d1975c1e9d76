# comment
A=1 B="two wxport 中扇=1
export EMPTords"
export C=$HOME D='it'"'"'s' E=a\Y=
export EM bPTY2='
'
�