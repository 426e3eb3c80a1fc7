# Source: https://jinja.palletsprojects.com/en/stable/api/#autoescaping
# Escaping chosen by template extension, as Jinja's documentation recommends.
from jinja2 import Environment, FileSystemLoader, select_autoescape

env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape())


def render_profile(user):
    return env.get_template("profile.html").render(user=user)
