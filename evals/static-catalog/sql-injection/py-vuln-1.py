# Source: https://bandit.readthedocs.io/en/latest/plugins/b608_hardcoded_sql_expressions.html
# An f-string puts the account id into the statement.
def balance(cursor, account_id):
    cursor.execute(f"SELECT amount FROM balances WHERE account = '{account_id}'")
    return cursor.fetchone()
