# comment
A=1 B="two words"
export C=$HOME D='it'"'"'s' E=a\ b
