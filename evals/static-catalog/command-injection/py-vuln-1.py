# Source: https://bandit.readthedocs.io/en/latest/plugins/b602_subprocess_popen_with_shell_equals_true.html
# shell=True runs a command that concatenates the host name from the caller.
import subprocess


def ping(host):
    return subprocess.run("ping -c 1 " + host, shell=True, check=False)
