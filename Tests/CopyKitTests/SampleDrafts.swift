/// Draft alerts shared by the report writers' tests: findings with fixes of several kinds.
enum SampleDrafts {
    /// Three alerts: a generic title with an interjection, Yes/No buttons on a lower-case
    /// question, a title-style statement with no buttons.
    static let threeAlerts = """
        title: Error
        message: Oops! The file couldn't be saved because the disk is full.
        buttons: OK
        ---
        title: delete this photo?
        buttons: Yes, No
        ---
        title: Photo Deleted
        """
}
