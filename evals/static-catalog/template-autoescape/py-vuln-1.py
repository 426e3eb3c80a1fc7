# Source: https://bandit.readthedocs.io/en/latest/plugins/b701_jinja2_autoescape_false.html
# A Jinja2 environment that never escapes: {{ user.bio }} is inserted as markup.
from jinja2 import Environment, FileSystemLoader

env = Environment(loader=FileSystemLoader("templates"), autoescape=False)


def render_profile(user):
    return env.get_template("profile.html").render(user=user)
