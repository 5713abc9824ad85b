import GraderReaders

/// One student's folder in a batch.
package struct StudentFolder: Sendable, Hashable {
  /// The student's name: the folder's name.
  package var name: UntrustedText
  /// The folder's path.
  package var path: String
  /// What the folder is, without following a link out of the class folder.
  package var kind: DirectoryEntry.Kind
  /// Where the entry leads, relative to the class folder, when it is a link
  /// to something inside it.
  package var linkedTo: String?
  /// Whether `grader gather` made the folder, as the class folder's list
  /// says: only then is its marker believed.
  package var gathered = false
  /// The class folder with every link resolved, as it was when the class
  /// was listed: where the student's folder must lie, worked out once for
  /// the whole class.
  package var resolvedClassFolder: String?
  /// The class folder as it was listed, held open: the student's folder is
  /// opened through it, and needs no placing of its own.
  package var classFolder: HeldFolder?

  /// The name of the folder itself, before the class numbered it apart
  /// from another (`ada`, named `ada (2)`).
  package var folderName: UntrustedText

  /// The student whose name this one's numbering keeps it apart from.
  package var numberedApartFrom: UntrustedText?

  /// The folder's name as the student's record keeps it: when the class
  /// names the student otherwise, and only then.
  package var recordedFolder: UntrustedText? {
    folderName.unescaped.hasSameBytes(as: name.unescaped) ? nil : folderName
  }

  package init(
    name: UntrustedText, path: String, kind: DirectoryEntry.Kind, linkedTo: String? = nil
  ) {
    self.name = name
    self.folderName = name
    self.path = path
    self.kind = kind
    self.linkedTo = linkedTo
  }
}
