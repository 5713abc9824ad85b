#!/usr/bin/env python3
"""Classroom 50's autograder for this course.

Classroom 50's runner executes this file in the student's checkout, with
CLASSROOM50_BUNDLE_DIR naming the assignment's bundle: the folder
CLASSROOM/autograders/SLUG/ of the classroom's configuration repository. The
bundle holds this file, the course's Lessons/, and either a grader built for
the runner's machine (a file named grader, built with --static-swift-stdlib)
or the Package.swift and Sources/ of a release of the course to build one
from. Nothing is taken from the student's checkout but
their Submissions/: never its lessons, nor its copy of the grader.

The verdicts go to result.json, where the runner reads them.
"""

import os
import shutil
import subprocess
import sys

bundle = os.environ.get("CLASSROOM50_BUNDLE_DIR") or os.path.dirname(os.path.abspath(__file__))
grader = os.path.join(bundle, "grader")
if not os.access(grader, os.X_OK):
    build = ["swift", "build", "-c", "release", "--product", "grader", "--package-path", bundle]
    if subprocess.run(build, stdout=sys.stderr).returncode != 0:
        sys.exit(
            "autograder: the grader could not be built from the bundle's Package.swift and"
            " Sources/ (a release's: the course's own also needs Tests/)"
        )
    found = subprocess.run(build + ["--show-bin-path"], capture_output=True, text=True)
    grader = os.path.join(found.stdout.strip(), "grader")

# The student's checkout may hold a result.json of its own, a link to one or
# a folder: nothing of it may stand for the grade.
if os.path.islink("result.json") or os.path.isfile("result.json"):
    os.unlink("result.json")
elif os.path.isdir("result.json"):
    shutil.rmtree("result.json")

submissions = "Submissions" if os.path.isdir("Submissions") else "."
status = subprocess.run(
    [
        grader, "check",
        "--lessons", os.path.join(bundle, "Lessons"),
        "--submissions", submissions,
        "--format", "classroom50", "--output", "result.json",
    ]
).returncode
# 0 and 1 are grades (1: some scenario did not pass, or a file could not be
# written); anything else means the verdicts could not be made, and the runner
# records the submission as an error. Only a plain result.json this run wrote
# is a grade.
if status not in (0, 1):
    sys.exit(status)
if os.path.islink("result.json") or not os.path.isfile("result.json"):
    sys.exit("autograder: the grader wrote no result.json")
