# Source: https://docs.python.org/3/library/pickle.html
# Writing a pickle is not the risk; only loading untrusted bytes is.
import pickle


def save(path, model):
    with open(path, "wb") as out:
        pickle.dump(model, out)
