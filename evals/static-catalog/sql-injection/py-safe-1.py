# Source: https://bandit.readthedocs.io/en/latest/plugins/b608_hardcoded_sql_expressions.html
# A placeholder and a parameter tuple keep the id out of the statement text.
def balance(cursor, account_id):
    cursor.execute("SELECT amount FROM balances WHERE account = %s", (account_id,))
    return cursor.fetchone()
