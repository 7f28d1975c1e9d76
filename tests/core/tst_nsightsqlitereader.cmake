target_link_libraries(tst_nsightsqlitereader PRIVATE Qt6::Sql)
